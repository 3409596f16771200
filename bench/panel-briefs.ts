// The briefs the panel bench asks about (bench/panel.ts): consumer cheap, consumer expensive, B2B SaaS,
// subscription food, a middling idea and one with no price, each written for what it tests.
import type { ProjectContext } from '../core/chat/prompt.js';

interface PanelBrief {
  label: string;
  project: ProjectContext;
}

export const PANEL_BRIEFS: PanelBrief[] = [
  {
    label: 'consumer cheap',
    project: {
      title: 'SnackSeal',
      productIdea: 'Reusable silicone snack bags in a set of six, with a leak-proof zip seal, dishwasher-safe silicone and four sizes. $12 for the set.',
      targetAudience: 'Parents packing school lunches and anyone cutting plastic waste',
      additionalContext: null,
      tags: ['kitchen', 'sustainability'],
    },
  },
  {
    label: 'consumer expensive',
    project: {
      title: 'PressureChef',
      productIdea: 'A smart pressure cooker with 14 preset programs, a companion app with guided recipes and a self-cleaning lid. It costs $400.',
      targetAudience: 'Home cooks who want a proper dinner on weeknights',
      additionalContext: null,
      tags: ['cooking'],
    },
  },
  {
    label: 'B2B SaaS',
    project: {
      title: 'AuditPilot',
      productIdea: 'A SOC 2 compliance platform for startups that includes automated evidence collection, policy templates and audit-ready reports, at $750/month.',
      targetAudience: 'CTOs and founders at companies of 10 to 200 employees',
      additionalContext: 'Connects to AWS, GitHub and Google Workspace.',
      tags: ['saas', 'security'],
    },
  },
  {
    label: 'subscription food',
    project: {
      title: 'FreshFido',
      productIdea: 'Fresh dog food delivered every two weeks, with vet-designed recipes, portions sized to your dog and flexible delivery dates. $60/month.',
      targetAudience: 'Dog owners who care about what their dog eats',
      additionalContext: null,
      tags: ['pets'],
    },
  },
  {
    label: 'middling idea',
    project: {
      title: 'ParkPal',
      productIdea: 'A parking app that finds street parking near you, with live availability, meter reminders and in-app payment. $5/month.',
      targetAudience: 'Drivers in busy cities',
      additionalContext: null,
      tags: ['cars'],
    },
  },
  {
    label: 'no price stated',
    project: {
      title: 'ToolShare',
      productIdea: 'A neighbourhood tool library where members borrow drills, ladders and garden tools, with doorstep pickup and a booking calendar.',
      targetAudience: 'Homeowners and renters who do occasional DIY',
      additionalContext: null,
      tags: ['home'],
    },
  },
];
