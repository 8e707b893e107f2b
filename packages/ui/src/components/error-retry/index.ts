export { ErrorRetry, type ErrorRetryProps } from './error-retry';
