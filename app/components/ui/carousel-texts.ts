/** The words of every carousel's controls (`carousel`): a carousel's island declares them. */
export const carouselTexts = {
  carousel: 'carousel',
  slide: 'slide',
  slidePosition: '{number} of {count}',
  pause: 'Pause automatic slide show',
  play: 'Start automatic slide show',
  previous: 'Previous slide',
  next: 'Next slide',
  goToSlide: 'Go to slide {number}',
};
