/** Shapes shared by the content of several service pages. */

export interface ProcessStep {
  name: string;
  description: string;
}

export interface Capability {
  name: string;
  description: string;
}
