/** Where the reference data lies (ADR 0031): shipped in data/, or shared beside the repository. */
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** What ships with the repository, each file with its source and licence (data/README.md). */
export const SHIPPED_DATA = path.join(ROOT, "data");
/** The shared reference data beside the repository (never copied into it). */
export const SHARED_DATA = path.resolve(ROOT, "../shared/data");
