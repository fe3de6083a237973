import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
const dir = process.argv[2];
const typed = process.argv[3] === "typed";
const cfg = typed ? [...tseslint.configs.recommendedTypeChecked, { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: dir } } }] : [...tseslint.configs.recommended];
const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: cfg });
const res = await eslint.lintFiles(["src/**/*.ts"]);
for (const r of res) for (const m of r.messages) console.log(r.filePath.slice(dir.length), m.line, m.ruleId, m.message.slice(0, 120));
