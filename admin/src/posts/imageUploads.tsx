import { createContext, useContext, useState, type ReactNode } from 'react';

/** The pictures being uploaded: which one of how many. */
export interface UploadProgress {
  current: number;
  total: number;
}

type Uploads = [UploadProgress | null, (progress: UploadProgress | null) => void];

const ImageUploads = createContext<Uploads>([null, () => undefined]);

/**
 * Shares the pictures' upload between the images field and the save buttons: a
 * picture counts only once uploaded, so no save starts while one is on its way.
 */
export function ImageUploadsProvider({ children }: { children: ReactNode }) {
  return <ImageUploads.Provider value={useState<UploadProgress | null>(null)}>{children}</ImageUploads.Provider>;
}

export const useImageUploads = () => useContext(ImageUploads);

/** "Uploading 1 of 2…": on the images button and on every save button while it lasts. */
export const uploadingLabel = ({ current, total }: UploadProgress) => `Uploading ${current} of ${total}…`;
