/** What a process timeline reads out before a step's name (`services.timeline`): "Step 1: Discovery". */
export const processTimelineContent = {
  step: 'Step {number}',
};
