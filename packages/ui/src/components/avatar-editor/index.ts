export { AvatarEditor, type AvatarEditorProps, type CroppedAvatar } from './avatar-editor';
