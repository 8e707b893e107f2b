export { Tooltip, type TooltipProps, type TooltipSide } from './tooltip';
