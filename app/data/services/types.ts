/** Shapes shared by the content of several service pages. */

export interface ProcessStep {
  name: string;
  description: string;
}

export interface Capability {
  name: string;
  description: string;
}

/** A service page section's heading and the sentence under it; the page's PDF repeats both. */
export interface SectionHeading {
  title: string;
  lead?: string;
}
