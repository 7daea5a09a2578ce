/** 1.4.0: every text is a code with parameters, rendered in the reader's language (ADR 0045); English reads as in 1.3.0. */
export const ENGINE_VERSION = "engine-1.4.0";
