import type { EventType as PackageType } from '../../../../../shared/pricing/packages';
import { joinMessages } from '../../../../../shared/join-messages';

/**
 * The first area's texts in English: the spec's, word for word where it has them (see ../../areas.ts). It is
 * part of the guest entry (≤ 100 KB gz): only what the entry's screens and the page chrome show.
 */
const en = {
  /** Page chrome every screen may show. */
  common: {
    loading: 'Loading…',
    dismiss: 'Dismiss',
    cancel: 'Cancel',
    /** The language switch's label (screen readers); each option is the language's own name. */
    language: 'Language',
    optional: '(optional)',
    backToHome: 'Back to home',
  },
  /** The screen-failure page (AppErrorBoundary). */
  failure: {
    title: 'Candid failed to load',
    text: 'Something went wrong while loading this screen. Please refresh the page.',
    support: 'If the problem continues, please contact support.',
    refresh: 'Refresh',
  },
  lobby: {
    tagline: 'Private event platform',
    joinTitle: 'Join Event',
    joinText: 'Enter a 6-character code to join an existing event.',
    createTitle: 'Create Event',
    createText: 'Start a new private event and get a shareable code.',
    pricingTitle: 'View Pricing Plans',
    pricingText: 'Event packages and add-ons for bigger celebrations.',
    guidance: (days: number) => `Create your event for free. Gallery lasts ${days} days, then upgrade options become available.`,
    /** With a paid order remembered on the device (`type`: the package's event type, personal or digital, the same words in Romanian). */
    welcomeBack: (type: PackageType) => `Welcome back! You've purchased a ${type} event package. Use the details below to create your lobby.`,
    privateTitle: 'Private Events',
    privateText: 'Only guests with your event code can join and see the photos.',
    sharingTitle: 'Easy Sharing',
    sharingText: 'Share your event as a code, a link or a QR code.',
    votingTitle: 'Live Voting',
    votingText: 'Guests vote for their favourite photos in 10 award categories.',
  },
  /** The lobby's join mode and the direct join's form. */
  join: {
    title: 'Join Event',
    leadDetected: 'Event code detected! Enter your name to join.',
    lead: 'Enter the 6-character event code and your name.',
    leadName: 'Enter your name to join.',
    codeLabel: 'Event Code',
    detected: 'Detected',
    nameLabel: 'Your Name',
    submit: 'Join Event',
    joining: 'Joining event...',
    back: 'Back',
  },
  /**
   * The join's answers by code: join-messages.ts and the join endpoint's two refusals from guest-messages.ts
   * (written out, so the entry does not carry the whole guest catalogue; spec-texts.test.ts checks they are
   * the server's texts).
   */
  errors: {
    ...joinMessages,
    EVENT_FULL: 'This event is full. No more participants can join.',
    NAME_TAKEN: 'Someone is already using this name here. Add an initial or your last name.',
  },
};

export default en;
