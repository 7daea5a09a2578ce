/**
 * How big a routine may be: the api's schemas (core/schemas/routines.ts) enforce these and the
 * app's forms state them. A module of its own so that a page which only states a limit does not
 * download the schemas and what they import (ADR 0079).
 */
export const MAX_PRODUCTS_PER_ROUTINE = 30;
export const MIN_PRODUCTS_TOTAL = 2;
export const MAX_SKIN_FEELING = 2000;
export const MAX_ROUTINE_NAME = 100;
export const MAX_INGREDIENTS_TEXT = 5000;
