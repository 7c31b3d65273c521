/** An image file picked for upload, with what the page shows of it before it is sent. */
export interface ChosenImage {
  file: File;
  /** A data: address (the CSP allows those, not blob:), to preview the image before it is sent. */
  preview: string;
}

/** Reads a picked image for its preview: the company logo and the corporate hotels' photos. */
export function chooseImage(file: File): Promise<ChosenImage> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ file, preview: String(reader.result) });
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
