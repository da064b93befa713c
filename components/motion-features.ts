import { domAnimation } from 'framer-motion';

// Loaded after hydration by <Reveal>'s LazyMotion, so animation code stays out of first load.
export default domAnimation;
