import { sniffFile, startsWith } from '../../../platform/storage/file-kind';
import type { ProgramMediaKind } from '../../../platform/db/schema/index';

// What an uploaded program file is, told by its bytes (issue 18 item 4: a non-image as an image or
// a non-video as a video is refused by content). Images: PNG, JPEG, WebP (sniffFile). Videos: MP4
// (an ISO base media file: its first box is `ftyp`) and WebM (an EBML header naming DocType webm).

export type ProgramFileKind = { contentType: string; extension: string };

const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export const sniffImage = (data: Buffer): ProgramFileKind | null => {
  const kind = sniffFile(data);
  const extension = kind ? IMAGE_TYPES[kind.contentType] : undefined;
  return kind && extension ? { contentType: kind.contentType, extension } : null;
};

export const sniffVideo = (data: Buffer): ProgramFileKind | null => {
  if (startsWith(data, [0x66, 0x74, 0x79, 0x70], 4)) return { contentType: 'video/mp4', extension: 'mp4' };
  // The EBML magic, then DocType "webm" within the header (Matroska files say "matroska").
  if (startsWith(data, [0x1a, 0x45, 0xdf, 0xa3]) && data.subarray(0, 64).includes('webm', 0, 'latin1'))
    return { contentType: 'video/webm', extension: 'webm' };
  return null;
};

export const sniffProgramFile = (kind: ProgramMediaKind, data: Buffer) =>
  kind === 'image' ? sniffImage(data) : sniffVideo(data);
