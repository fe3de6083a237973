// `npm test`: build, type-check, lint this repo with its own plugin, then vitest. Ends with the
// plain line `tests: N passed, M failed` (from vitest's JSON report; a failed step counts as a
// failed test) and exits non-zero on any failure.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const REPORT = ".vitest-report.json";
const bin = (name) => `node_modules/.bin/${name}`;

const steps = [
  ["build", "node", ["scripts/build.js"]],
  ["type-check", bin("tsc"), ["-p", "tsconfig.json", "--noEmit"]],
  ["type-check fixtures", bin("tsc"), ["-p", "fixtures/tsconfig.json", "--noEmit"]],
  // A package with its own path aliases, which the fixtures' tsconfig does not know.
  ["type-check the aliased fixture package", bin("tsc"), ["-p", "fixtures/rule-tester/packages/aliased-agent/tsconfig.json", "--noEmit"]],
  ["lint", bin("eslint"), ["--max-warnings", "0", "."]],
];

const failedSteps = [];
for (const [name, command, args] of steps) {
  process.stdout.write(`\n== ${name}\n`);
  const r = spawnSync(command, args, { stdio: "inherit" });
  if (r.status !== 0) {
    failedSteps.push(name);
    // Without a build the tests would only repeat that failure.
    if (name === "build") break;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (!failedSteps.includes("build")) {
  // Not a step that can fail: without Chromium the HTML report test skips and says why.
  process.stdout.write("\n== test setup\n");
  spawnSync("node", ["scripts/ensure-chromium.js"], { stdio: "inherit" });
  process.stdout.write("\n== vitest\n");
  rmSync(REPORT, { force: true });
  const r = spawnSync(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORT}`], {
    stdio: "inherit",
  });
  if (existsSync(REPORT)) {
    const report = JSON.parse(readFileSync(REPORT, "utf8"));
    passed = report.numPassedTests;
    failed = report.numFailedTests;
    skipped = report.numPendingTests + report.numTodoTests;
    // A file that fails to load has no test results, only a failed suite.
    if (failed === 0 && report.numFailedTestSuites > 0) failed = report.numFailedTestSuites;
  }
  if (r.status !== 0 && failed === 0) failedSteps.push("vitest");
}

if (failedSteps.length > 0) process.stdout.write(`\nfailed steps: ${failedSteps.join(", ")}\n`);
const total = failed + failedSteps.length;
process.stdout.write(`tests: ${passed} passed, ${total} failed${skipped ? `, ${skipped} skipped` : ""}\n`);
process.exitCode = total > 0 || passed === 0 ? 1 : 0;
