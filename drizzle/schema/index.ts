export * from "./users";
export * from "./catalog";
export * from "./routines";
export * from "./community";
export * from "./billing";
export * from "./admin";
export * from "./guest-pages";
