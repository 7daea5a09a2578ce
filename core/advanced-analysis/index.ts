/**
 * Advanced analysis scoring, computed locally in the browser. Pure: no I/O, no clock, no
 * randomness. Split like core/evaluation: rules as data (rules.ts), the routine model (model.ts),
 * one function per score (completeness.ts, effectiveness.ts, safety.ts), their combination
 * (analyze.ts), and the wording of its findings (labels.ts). The screens' texts are in
 * app/components/advanced/display.ts.
 */
export * from "./analyze";
export * from "./completeness";
export * from "./effectiveness";
export * from "./labels";
export * from "./model";
export * from "./rules";
export * from "./safety";
export * from "./strengths";
export * from "./types";
