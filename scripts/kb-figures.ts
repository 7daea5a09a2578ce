/**
 * Quality and speed figures of the ingredient layer over the shared reference data.
 * Run: npx tsx scripts/kb-figures.ts   (prints one JSON object per line: name, unit, value, ...)
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { analyzeIngredientList } from "../core/ingredients";
import { kbEntries } from "../core/kb";
import {
  catalogueFigures,
  catalogueIngredientLists,
  cosingAgreement,
  cosingAgreementOverCatalogue,
  dryingFattyAlcoholEntries,
  parserFigures,
  recognitionFigures,
} from "../core/kb/figures";
import { readSharedFile as readShared } from "../tests/helpers/shared-data";

const RUNS = 15;

function emit(name: string, unit: string, value: number, extra: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ name, unit, value, ...extra }));
}

interface Pass {
  /** Lists per second of wall-clock time. */
  wall: number;
  /** Lists per second of process CPU time: the one-core figure, less disturbed by other processes. */
  cpu: number;
}

function timeOnePass(lists: readonly string[]): Pass {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  let sink = 0;
  for (const text of lists) sink += analyzeIngredientList(text).knownCount;
  const cpu = process.cpuUsage(cpuStart);
  const wallSeconds = (performance.now() - wallStart) / 1000;
  if (sink < 0) console.error(sink); // keeps the work observable
  return { wall: lists.length / wallSeconds, cpu: lists.length / ((cpu.user + cpu.system) / 1e6) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function main(): void {
  const lists = catalogueIngredientLists(readShared("sephora-cosmetics.csv"));
  const cosing = (JSON.parse(readShared("cosing-functions.json")) as { ingredients: Record<string, string[]> }).ingredients;

  // The first pass includes JIT warm-up and filling the name caches; the figure is the median of the passes after it.
  const cold = timeOnePass(lists);
  const warm = Array.from({ length: RUNS }, () => timeOnePass(lists));
  emit("inci.parse_analyse.throughput", "lists/s", Math.round(median(warm.map((p) => p.cpu))), {
    clock: "process cpu time",
    lists: lists.length,
    runs: RUNS,
    wall_clock_median_lists_per_s: Math.round(median(warm.map((p) => p.wall))),
    first_pass_lists_per_s: Math.round(cold.cpu),
    load_average_1m: Number(os.loadavg()[0].toFixed(2)),
    goal: ">= 20000",
  });

  const catalogue = catalogueFigures(lists);
  emit("kb.known_function_share", "ratio", Number(catalogue.knownShare.toFixed(4)), {
    occurrences: catalogue.occurrences,
    from_kb: catalogue.fromKb,
    from_heuristics: catalogue.fromHeuristics,
    unknown: catalogue.unknown,
    goal: ">= 0.80",
  });

  const agreement = cosingAgreement(cosing);
  emit("kb.cosing_agreement", "ratio", Number(agreement.share.toFixed(4)), {
    compared: agreement.compared,
    agreeing: agreement.agreeing,
    goal: ">= 0.90",
  });
  const occurrenceAgreement = cosingAgreementOverCatalogue(lists, cosing);
  emit("kb.cosing_agreement_catalogue_occurrences", "ratio", Number(occurrenceAgreement.share.toFixed(4)), {
    compared: occurrenceAgreement.compared,
    agreeing: occurrenceAgreement.agreeing,
  });

  emit("kb.drying_fatty_alcohols", "count", catalogue.dryingFattyAlcohols + dryingFattyAlcoholEntries().length, {
    catalogue_occurrences_checked: catalogue.fattyAlcoholOccurrences,
    goal: "0",
  });
  emit("kb.entries", "count", kbEntries.length, { goal: ">= 400" });

  const recognition = recognitionFigures(lists, cosing, 10);
  emit("inci.recognised_share", "ratio", Number(recognition.share.toFixed(4)), {
    occurrences: recognition.occurrences,
    recognised: recognition.recognised,
    top_unrecognised: recognition.topUnrecognised,
    goal: ">= 0.97",
  });

  const parser = parserFigures(lists, cosing);
  emit("inci.plausible_split_share", "ratio", Number(parser.share.toFixed(4)), {
    lists: parser.lists,
    plausible: parser.plausible,
    with_unreadable_piece: parser.withUnreadable,
    long_names_shown_real: parser.longButReal,
    suspects: parser.suspects,
  });
}

main();
