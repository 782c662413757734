import { phrases, words } from './lists.ts';
import type { AppKind } from './types.ts';

/** Business and productivity: customers, stock, bookings, staff; tasks, notes, goals, projects. */
export const WORK_KINDS: AppKind[] = [
  // business
  {
    id: 'clients',
    category: 'business',
    appName: 'Client Manager',
    entity: 'client',
    nouns: words('client, customer, client account'),
    topics: words('crm, clients, customers, client list, customer list, client management'),
    titleField: 'name',
    fields: phrases(
      'name; company; phone (phone); email (email); address (location); client since (date); birthday (date); notes (long text)',
    ),
    features: ['search', 'sorting', 'tags'],
  },
  {
    id: 'inventory',
    category: 'business',
    appName: 'Inventory',
    entity: 'product',
    nouns: words('product, stock item, sku, merchandise'),
    topics: words(
      'inventory, stock control, stock levels, stocktake, warehouse, products, skus, hardware store, e-commerce store, ecommerce store, online store, online shop, webshop, storefront',
    ),
    titleField: 'name',
    fields: phrases(
      'name; quantity (number); price (currency); sku; reorder level (number); cost (currency); supplier; photo (image)',
    ),
    features: ['search', 'sorting', 'stats'],
  },
  {
    id: 'appointments',
    category: 'business',
    appName: 'Appointments',
    entity: 'appointment',
    nouns: words('appointment, booking, reservation, consultation'),
    topics: words(
      'appointments, bookings, scheduling, booking system, salon, hair salon, barber, barbershop',
    ),
    titleField: 'client',
    fields: phrases(
      'client; service; starts at (datetime); duration (minutes); price (currency); status (Booked, Confirmed, Completed, Cancelled, No-show); phone (phone); notes (long text)',
    ),
    features: ['reminders', 'search', 'filters'],
  },
  {
    id: 'orders',
    category: 'business',
    appName: 'Order Manager',
    entity: 'order',
    nouns: words('order, customer order, sales order, custom order'),
    topics: words(
      'orders, order management, order tracking, fulfillment, fulfilment, catering, commissions, food delivery, takeaway, takeout, food ordering',
    ),
    titleField: 'customer',
    fields: phrases(
      'customer; due date (date); total (currency); status (New, In progress, Ready, Delivered); paid (yes/no); order details (long text); phone (phone); notes (long text)',
    ),
    features: ['reminders', 'filters', 'stats'],
  },
  {
    id: 'employees',
    category: 'business',
    appName: 'Staff Schedule',
    entity: 'employee',
    nouns: words('employee, staff member, worker, team member'),
    topics: words(
      'staff, staffing, employees, hr, human resources, rota, rotas, shift schedule, staff rota, payroll',
    ),
    titleField: 'name',
    fields: phrases(
      'name; role; phone (phone); email (email); hourly rate (currency); start date (date); availability (long text); emergency contact',
    ),
    features: ['search', 'reminders'],
    extraEntities: [
      {
        entity: 'shift',
        titleField: 'role',
        fields: phrases(
          'role; employee (relation to employee); starts at (datetime); ends at (datetime); break (minutes); confirmed (yes/no); notes (long text)',
        ),
      },
    ],
  },
  {
    id: 'leads',
    category: 'business',
    appName: 'Sales Leads',
    entity: 'lead',
    nouns: words('lead, prospect, sales lead, deal, opportunity'),
    topics: words('sales, sales pipeline, pipeline, prospecting, lead tracking, deal flow'),
    titleField: 'name',
    fields: phrases(
      'name; company; stage (New, Contacted, Qualified, Proposal, Won, Lost); deal value (currency); next follow up (date); source (Website, Referral, Social media, Event, Cold outreach, Other); email (email); phone (phone); notes (long text)',
    ),
    features: ['filters', 'sorting', 'reminders', 'stats'],
  },
  {
    id: 'suppliers',
    category: 'business',
    appName: 'Suppliers',
    entity: 'supplier',
    nouns: words('supplier, vendor, wholesaler, distributor'),
    topics: words('suppliers, vendors, procurement, purchasing, sourcing, supply chain'),
    titleField: 'name',
    fields: phrases(
      'name; contact person; phone (phone); email (email); website (url); products supplied (long text); lead time (days); rating (rating); notes (long text)',
    ),
    features: ['search', 'sorting', 'tags'],
  },
  {
    id: 'pet-services',
    category: 'business',
    appName: 'Dog Walking',
    entity: 'walk',
    nouns: words('dog walk, pet visit, pet sit'),
    topics: words(
      'dog walking, dog walker, dog walkers, pet sitting, pet sitter, dog sitting, house sitting',
    ),
    titleField: 'dog name',
    fields: phrases(
      'dog name; starts at (datetime); duration (minutes); owner; pickup address (location); price (currency); paid (yes/no); notes (long text)',
    ),
    features: ['reminders', 'stats', 'filters'],
    extraEntities: [
      {
        entity: 'dog',
        titleField: 'name',
        fields: phrases(
          'name; breed; owner; owner phone (phone); address (location); vet phone (phone); care notes (long text); photo (image)',
        ),
      },
    ],
  },
  // productivity
  {
    id: 'tasks',
    category: 'productivity',
    appName: 'Task Manager',
    entity: 'task',
    nouns: words('task, todo, to-do, errand, action item, chore, household chore'),
    topics: words(
      'todos, to-dos, to do, task list, todo list, to-do list, task management, chores, chore chart, housework',
    ),
    titleField: 'title',
    fields: phrases(
      'title; due date (date); priority (Low, Medium, High); done (yes/no); area (Personal, Work, Home, Errands); assigned to; notes (long text)',
    ),
    features: ['reminders', 'filters', 'sorting'],
  },
  {
    id: 'notes',
    category: 'productivity',
    appName: 'Notes',
    entity: 'note',
    nouns: words('note, memo, idea'),
    topics: words('notes, notebook, notepad, note taking, note-taking, brain dump, ideas'),
    titleField: 'title',
    fields: phrases(
      'title; content (long text); folder (Personal, Work, Ideas, Other); pinned (yes/no); photo (image); link (url)',
    ),
    features: ['search', 'tags', 'sorting'],
  },
  {
    id: 'goals',
    category: 'productivity',
    appName: 'Goal Tracker',
    entity: 'goal',
    nouns: words('goal, resolution, objective, okr, life goal'),
    topics: words(
      'goals, goal setting, goal tracking, resolutions, okrs, self improvement, self-improvement, personal growth',
    ),
    titleField: 'title',
    fields: phrases(
      'title; progress (%); target date (date); status (Not started, In progress, Achieved, Dropped); area (Health, Career, Money, Learning, Relationships, Personal); next step; why it matters (long text); notes (long text)',
    ),
    features: ['stats', 'reminders', 'filters'],
  },
  {
    id: 'focus-sessions',
    category: 'productivity',
    appName: 'Focus Log',
    entity: 'focus session',
    nouns: words('focus session, pomodoro, work session, time entry'),
    topics: words(
      'focus, focusing, deep work, time tracking, timesheet, timesheets, billable hours, pomodoros, timer, timers, stopwatch',
    ),
    titleField: 'task',
    fields: phrases(
      'task; project; started at (datetime); duration (minutes); focus level (rating); interruptions (number); billable (yes/no); notes (long text)',
    ),
    features: ['stats', 'filters', 'sorting'],
  },
  {
    id: 'projects',
    category: 'productivity',
    appName: 'Projects',
    entity: 'project',
    nouns: words('project, initiative, side project'),
    topics: words('projects, project management, kanban, side projects'),
    titleField: 'name',
    fields: phrases(
      'name; status (Planned, Active, On hold, Done); deadline (date); progress (%); client; budget (currency); start date (date); description (long text)',
    ),
    features: ['filters', 'sorting', 'reminders'],
    extraEntities: [
      {
        entity: 'project task',
        titleField: 'title',
        fields: phrases(
          'title; project (relation to project); due date (date); assigned to; done (yes/no); notes (long text)',
        ),
      },
    ],
  },
  {
    id: 'meetings',
    category: 'productivity',
    appName: 'Meeting Notes',
    entity: 'meeting',
    nouns: words('meeting, meeting note, standup, stand-up, one-on-one'),
    topics: words('meetings, meeting notes, meeting minutes, agendas'),
    titleField: 'title',
    fields: phrases(
      'title; starts at (datetime); attendees; agenda (long text); notes (long text); decisions (long text); action items (long text); follow up (date)',
    ),
    features: ['search', 'reminders', 'tags'],
  },
  {
    id: 'job-search',
    category: 'productivity',
    appName: 'Job Search',
    entity: 'job application',
    nouns: words(
      'job application, job, job opening, job posting, job offer, job interview, interview',
    ),
    topics: words('job search, job hunt, job hunting, job seeking, career, careers, job board'),
    titleField: 'company',
    fields: phrases(
      'company; position; status (Saved, Applied, Interviewing, Offer, Rejected); applied on (date); salary (currency); location (location); job link (url); contact; notes (long text)',
    ),
    features: ['filters', 'reminders', 'stats'],
  },
];
