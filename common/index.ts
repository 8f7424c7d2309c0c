// The rules browser and Worker share: import from "common" on either side.
export * from "./constants";
export * from "./messages";
export * from "./spam";
export * from "./clean-text";
export * from "./lead";
export * from "./lead-form";
export * from "./html";
