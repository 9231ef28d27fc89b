import { createContext, useContext, useState, type ReactNode } from 'react';

export interface UploadProgress {
  current: number;
  total: number;
}

type Uploads = [UploadProgress | null, (progress: UploadProgress | null) => void];

const ImageUploads = createContext<Uploads>([null, () => undefined]);

/** A picture counts only once uploaded, so no save starts while one is on its way. */
export function ImageUploadsProvider({ children }: { children: ReactNode }) {
  return <ImageUploads.Provider value={useState<UploadProgress | null>(null)}>{children}</ImageUploads.Provider>;
}

export const useImageUploads = () => useContext(ImageUploads);

export const uploadingLabel = ({ current, total }: UploadProgress) => `Uploading ${current} of ${total}…`;
