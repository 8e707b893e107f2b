export { TextDiff, type TextDiffPart, type TextDiffProps } from './text-diff';
