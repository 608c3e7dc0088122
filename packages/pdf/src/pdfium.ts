/**
 * PDFium's C API as this package calls it. The module itself is loaded and replaced by engine.ts.
 *
 * We use `@hyzyla/pdfium` only to instantiate the module and call `FPDF_InitLibraryWithConfig`;
 * everything else goes through the raw `FPDF*` exports (typed below) because the wrapper classes
 * lose the PDFium error code (it throws plain Errors), never close pages after `getText()` (a leak
 * per call) and close the page after every `render()`.
 */

/** The subset of PDFium's C API this package calls; pointers and handles are wasm heap offsets. */
export interface RawPdfium {
  HEAPU8: Uint8Array;
  wasmExports: { malloc(size: number): number; free(ptr: number): void; memory: { buffer: ArrayBuffer } };
  _FPDF_GetLastError(): number;
  _FPDF_LoadMemDocument(dataPtr: number, size: number, passwordPtr: number): number;
  _FPDF_CloseDocument(doc: number): void;
  _FPDF_GetPageCount(doc: number): number;
  _FPDF_LoadPage(doc: number, index: number): number;
  _FPDF_ClosePage(page: number): void;
  _FPDF_GetPageWidthF(page: number): number;
  _FPDF_GetPageHeightF(page: number): number;
  _FPDFText_LoadPage(page: number): number;
  _FPDFText_ClosePage(textPage: number): void;
  _FPDFText_CountChars(textPage: number): number;
  _FPDFText_GetText(textPage: number, start: number, count: number, bufPtr: number): number;
  _FPDFText_GetCharBox(textPage: number, index: number, leftPtr: number, rightPtr: number, bottomPtr: number, topPtr: number): number;
  _FPDF_PageToDevice(
    page: number,
    startX: number,
    startY: number,
    sizeX: number,
    sizeY: number,
    rotate: number,
    pageX: number,
    pageY: number,
    deviceXPtr: number,
    deviceYPtr: number,
  ): number;
  _FPDFBitmap_CreateEx(width: number, height: number, format: number, bufPtr: number, stride: number): number;
  _FPDFBitmap_FillRect(bitmap: number, left: number, top: number, width: number, height: number, color: number): void;
  _FPDFBitmap_Destroy(bitmap: number): void;
  _FPDF_RenderPageBitmap(bitmap: number, page: number, x: number, y: number, w: number, h: number, rotate: number, flags: number): void;
  _FPDFPage_CountObjects(page: number): number;
  _FPDFPage_GetObject(page: number, index: number): number;
  _FPDFPageObj_GetType(obj: number): number;
  _FPDFPageObj_GetBounds(obj: number, left: number, bottom: number, right: number, top: number): number;
  _FPDFImageObj_GetImagePixelSize(obj: number, widthPtr: number, heightPtr: number): number;
  _FPDFPageObj_GetMatrix(obj: number, matrixPtr: number): number;
  _FPDFPage_GetRotation(page: number): number;
  _FPDFImageObj_GetBitmap(obj: number): number;
  _FPDFImageObj_GetImageFilterCount(obj: number): number;
  _FPDFImageObj_GetImageFilter(obj: number, index: number, bufPtr: number, length: number): number;
  _FPDFImageObj_GetImageDataRaw(obj: number, bufPtr: number, length: number): number;
  _FPDFBitmap_GetBuffer(bitmap: number): number;
  _FPDFBitmap_GetWidth(bitmap: number): number;
  _FPDFBitmap_GetHeight(bitmap: number): number;
  _FPDFBitmap_GetStride(bitmap: number): number;
  _FPDFBitmap_GetFormat(bitmap: number): number;
}

/** PDFium constants (fpdfview.h / fpdf_edit.h) that the wrapper does not export. */
export const FPDF_ERR = { FILE: 2, FORMAT: 3, PASSWORD: 4, SECURITY: 5, PAGE: 6 } as const;
export const FPDF_OBJ = { TEXT: 1, PATH: 2, IMAGE: 3, SHADING: 4, FORM: 5 } as const;
export const FPDFBitmap = { Gray: 1, BGR: 2, BGRx: 3, BGRA: 4 } as const;
export const FPDF_ANNOT = 0x01;
export const FPDF_GRAYSCALE = 0x08;

/** Runs `fn` with `size` bytes of wasm heap, always freeing it. */
export function withHeap<T>(mod: RawPdfium, size: number, fn: (ptr: number) => T): T {
  const ptr = mod.wasmExports.malloc(size);
  if (!ptr) throw new RangeError(`PDFium could not allocate ${size} bytes`);
  try {
    return fn(ptr);
  } finally {
    mod.wasmExports.free(ptr);
  }
}
