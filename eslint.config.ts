import { defineConfig, globalIgnores } from "eslint/config";
import tseslint from "typescript-eslint";
import toolOutput from "./eslint-plugin.js";

// This repo is linted by typescript-eslint's type-checked rules and by its own plugin. The
// fixtures are excluded: they hold the findings that tests/fixtures.test.ts expects.
export default defineConfig(
  globalIgnores(["**/dist/**", "fixtures/**", "codemods/__testfixtures__/**", "coverage/**", ".scratch/**"]),
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["*.js", "scripts/*.js", "cutter/tests/*.mjs"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  toolOutput.configs["recommended-type-checked"],
  {
    files: ["**/*.js", "**/*.mjs"],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
