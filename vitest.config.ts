import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "cutter/tests/**/*.test.ts"],
    // Type-aware linting builds TypeScript programs; a cold one can take seconds on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
