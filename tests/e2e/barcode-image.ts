/**
 * Test pictures of a barcode, made at test time (no binary fixture): an EAN-13 symbol drawn as
 * pixels and written as a one-frame Y4M video, the file Chromium's fake camera
 * (--use-file-for-fake-video-capture) shows in a loop.
 */
import fs from "node:fs";
import { gs1CheckDigit } from "../../core/barcode";

// Left-hand digits, odd parity ("L") and even parity ("G"); the right-hand ("R") codes are L inverted.
const L = ["0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111", "0001011"];
const G = L.map((code) => [...code].map((bit) => (bit === "1" ? "0" : "1")).reverse().join(""));
const R = L.map((code) => [...code].map((bit) => (bit === "1" ? "0" : "1")).join(""));
// The first digit is not drawn: it picks the parity of the six left-hand digits.
const PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"];

/** A valid EAN-13 from 12 digits (the check digit appended). */
export function ean13(body12: string): string {
  if (!/^\d{12}$/.test(body12)) throw new Error("12 digits expected");
  return body12 + gs1CheckDigit(body12);
}

/** The 95 modules of an EAN-13 symbol, "1" for a bar. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error("13 digits expected");
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]];
  let modules = "101";
  for (let i = 1; i <= 6; i++) modules += (parity[i - 1] === "L" ? L : G)[digits[i]];
  modules += "01010";
  for (let i = 7; i <= 12; i++) modules += R[digits[i]];
  return modules + "101";
}

/** Writes a one-frame 4:2:0 Y4M of the barcode, black on white, centred with quiet zones. */
export function writeBarcodeY4m(file: string, code: string, { width = 640, height = 480, module = 5 } = {}) {
  const modules = ean13Modules(code);
  const left = Math.floor((width - modules.length * module) / 2);
  if (left < 11 * module) throw new Error("the frame is too narrow for the quiet zones");
  const luma = Buffer.alloc(width * height, 255);
  const top = Math.floor(height * 0.2);
  const bottom = Math.floor(height * 0.8);
  for (let y = top; y < bottom; y++) {
    for (let m = 0; m < modules.length; m++) {
      if (modules[m] === "1") luma.fill(0, y * width + left + m * module, y * width + left + (m + 1) * module);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`, "ascii");
  fs.writeFileSync(file, Buffer.concat([header, luma, chroma]));
}
