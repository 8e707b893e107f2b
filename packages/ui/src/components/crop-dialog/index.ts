export { CROP_RATIOS, CropDialog, type CropArea, type CropDialogProps, type CropRatio } from './crop-dialog';
