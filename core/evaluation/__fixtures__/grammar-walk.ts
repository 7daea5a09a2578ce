/**
 * The routines the grammar (grammar.json) is learned from: routines 30 to 329 of the walk, so the
 * first 30 (the catalogue-coverage test's) stay out of it and test reading English back.
 */
import { evaluateCoded } from "../engine";
import { learnGrammar, type Grammar } from "../grammar";
import { catalogue, routineWalk } from "./routine-walk";

export function walkGrammar(): Grammar {
  const cat = catalogue();
  return learnGrammar(routineWalk(30, 300).map((input) => evaluateCoded(input, cat)));
}
