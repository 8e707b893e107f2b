export { Tooltip, TooltipProvider, type TooltipProps } from './tooltip';
