/** An image chosen in the media library (or entered by address), as the editor inserts it. */
export type PickedImage = { src: string; alt: string; width?: number; height?: number };

/** Opens the media library's picker; resolves to the chosen image, or null when staff cancel. */
export type PickImage = () => Promise<PickedImage | null>;
