export { IntroVideoSection, type IntroVideoSectionProps } from "./intro-video-section";
export { IntroVideoPlayer } from "./intro-video-player";
