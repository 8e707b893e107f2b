// The parts of s3rver (@20minutes/s3rver, a local S3 server) the tests and the scale tests use: the package ships
// no types.
declare module '@20minutes/s3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
    allowMismatchedSignatures?: boolean;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
