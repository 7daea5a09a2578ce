/** Before each integration file (they share a Node worker, ADR 0064): the api's caches start empty. */
import { clearIsolateCaches } from "./isolate-state";

clearIsolateCaches();
