import type { Faq } from "../../common/site-content.ts";
import { business } from "./business.ts";
import { published } from "./published.ts";
import type { FaqItem } from "./types.ts";

const townList = `${business.towns.slice(0, -1).join(", ")} and ${business.towns.at(-1)}`;

/** The repository's ten questions, in display order. */
const repositoryFaqItems: FaqItem[] = [
  {
    question: "Are your estimates free?",
    answer:
      "Yes. Estimates are always free and come with no obligation. We visit your home or business, look at the surfaces and talk through what you want, then send you a detailed written proposal.",
  },
  {
    question: "How long will my painting project take?",
    answer:
      "A single room usually takes 1-2 days, a full interior 3-5 days, and an exterior 3-7 days, depending on the size of the home, the amount of preparation and the weather. Your proposal includes a timeline for your specific project, and we keep you updated as the work moves along.",
  },
  {
    question: "How many coats of paint do you apply?",
    answer:
      "We usually apply two coats. Two coats give rich, even color and a more durable finish than one. If a surface needs a primer first, for example bare wood, patched drywall or a big color change, we include that in your proposal.",
  },
  {
    question: "Are you licensed, insured and bonded?",
    answer: `Yes. ${business.name} is licensed, insured and bonded. We are happy to provide proof of insurance before any work begins.`,
  },
  {
    question: "Do you offer a warranty?",
    answer:
      "Yes. Our work is covered by a 2-year labor warranty. If a problem caused by our workmanship appears within that time, such as peeling or blistering, we will come back and fix it.",
  },
  {
    question: "Do you use low-VOC or eco-friendly paints?",
    answer:
      "Yes. We use low-VOC paints and eco-conscious materials. They have much less odor than conventional paints, which makes them a better choice for families, pets and anyone sensitive to fumes, and rooms can be back in use sooner.",
  },
  {
    question: "Do I need to move furniture or prepare anything before you start?",
    answer:
      "Please take down pictures and small, fragile or valuable items, and we will take care of the rest. Our crew moves and covers furniture, protects floors and fixtures, and puts everything back when the room is finished.",
  },
  {
    question: "Can you help me choose colors?",
    answer:
      "Yes, color consultation is part of our service. We can suggest colors and sheens that suit your light, flooring and style, and apply samples on your walls so you can see them at different times of day before you decide.",
  },
  {
    question: "Which areas do you serve?",
    answer: `We serve homeowners and businesses across North Metro Atlanta, including ${townList}. If you are nearby but do not see your town listed, give us a call and we will let you know if we can help.`,
  },
  {
    question: "What happens if the weather is bad during an exterior project?",
    answer:
      "We watch the forecast closely and only paint when temperature, humidity and rain allow the paint to cure properly. If weather gets in the way, we reschedule those days and tell you right away, and we can often keep working on prep or covered areas in the meantime.",
  },
];

/** The FAQ as the inbox's Site screen edits it, as this repository ships it. */
export const repositoryFaq: Faq = {
  items: repositoryFaqItems.map((item, index) => ({ id: `question-${index + 1}`, ...item })),
};

/**
 * The questions on /faq, in display order; the first starts open. The owner's
 * published FAQ replaces the repository's. An answer is plain text: a blank
 * line starts a paragraph and an https:// address becomes a link (faq page).
 */
export const faqs: FaqItem[] = (published.faq ?? repositoryFaq).items.map(({ question, answer }) => ({ question, answer }));
