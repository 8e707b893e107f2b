// The S3-compatible bucket of the scale tests and the bench's scale figures: s3rver (@20minutes/s3rver), a
// well-kept local S3 server on Node, in a process of its own so that the load generator's event loop and the
// bucket's do not slow each other. Prints `{"port": …}` once it listens; SIGTERM stops it.
//   node tests/scale/s3-server.mjs <directory> <bucket>
import S3rver from '@20minutes/s3rver';

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) {
  console.error('usage: s3-server.mjs <directory> <bucket>');
  process.exit(2);
}
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
  // s3rver signs a path-style request on the bucket itself (a listing: `/<bucket>/?list-type=2`) otherwise than S3
  // and the AWS SDK do, and refuses it; the signature is the SDK's work, not what the scale tests check.
  allowMismatchedSignatures: true,
});
const { port } = await server.run();
console.log(JSON.stringify({ port }));
process.on('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
