/** Every sentence the booking API and page answer with, in one place. */
export const BOOKING_MESSAGES = {
  tokenMissing: "This booking link is incomplete. Open the link from your confirmation email again.",
  tokenInvalid: "This booking link is not valid. Open the link from your confirmation email again.",
  tokenForged: "This booking link is not one we sent. Open the link from your confirmation email, or call us.",
  linkExpired: "This booking link has expired. Please call us and we will find a time together.",
  leadGone: "We cannot find this request any more. Please call us or send a new request.",
  bookingOff: "Online booking is not available right now. Please call us to set up your free estimate visit.",
  startMissing: "Choose one of the open times.",
  startInvalid: "The chosen time is not a date and time we understand. Choose one of the open times.",
  notOffered: "That time is not one of the open times. Choose one of the times listed.",
  slotTaken: "Someone just booked that time. Here are the times still open.",
  tooLate: "This visit is too close to change online. Please call us.",
  noVisit: "There is no booked visit to cancel.",
  unknownField: "This field is not part of a booking.",
  invalidBody: "Send a JSON object with token and start.",
  rateLimited: "Too many booking changes from your network. Please wait a moment and try again.",
} as const;
