export { PageFrame, PageFrameSkeleton, type PageFrameProps, type PageFrameSkeletonProps } from './page-frame';
