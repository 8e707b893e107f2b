// The bench's settings from the environment (run.ts's header says what each does), and its progress lines.
export const seconds = Number(process.env.BENCH_SECONDS ?? 5);
export const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
export const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 10_000);
/** Opt-in: without it every call gets its FUZZ_RUNS requests. */
export const fuzzBudgetMs = process.env.BENCH_FUZZ_MS ? Number(process.env.BENCH_FUZZ_MS) : undefined;
export const fuzzSeed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
export const signInRuns = Number(process.env.SIGN_IN_RUNS ?? 10);
/** Progress goes to stderr; stdout holds the one JSON object. */
export const progress = (message: string) => process.stderr.write(`  › ${message}\n`);
