import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export interface PackageInfo {
  name: string;
  version: string;
  /** The package's root folder: the repo in development, the installed package in use. */
  root: string;
}

const PACKAGE_NAME = "eslint-plugin-tool-output";

/**
 * Finds this package's own package.json by walking up from this module, so the same code works
 * from the sources (run by tsx/jiti) and from `dist/`, where the file sits one level deeper.
 */
export function readPackageInfo(fromUrl: string = import.meta.url): PackageInfo {
  let dir = dirname(fileURLToPath(fromUrl));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Partial<PackageInfo>;
      if (pkg.name === PACKAGE_NAME && typeof pkg.version === "string") {
        return { name: pkg.name, version: pkg.version, root: dir };
      }
    } catch {
      // No package.json here (or an unreadable one): keep walking up; the loop ends at the root.
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${PACKAGE_NAME}: cannot find its own package.json above ${fromUrl}`);
    dir = parent;
  }
}
