import { ACTION_KINDS, COMPUTED_KINDS } from '../app-spec-behaviour.ts';

/**
 * Behaviour corpus: app ideas and what each should compute and do with one tap, as
 * "<record type>.<kind>" ("Habit.streak Habit.checkOff"; "(nothing)" for none). Kinds are those
 * of app-spec-behaviour.ts. `bench/behaviours.bench.ts` scores the reader against them.
 */
export interface BehaviourCase {
  prompt: string;
  /** "Habit.streak", "Loan.markDone": sorted, each once. */
  expected: string[];
}

const KINDS = new Set<string>([...COMPUTED_KINDS, ...ACTION_KINDS]);

/** Cases from lines: a prompt, then "  => " and what it should compute and do. */
export function parseBehaviourCases(text: string): BehaviourCase[] {
  const lines = text.trim().split('\n');
  const cases: BehaviourCase[] = [];
  for (let index = 0; index < lines.length; index += 2) {
    const prompt = lines[index]!.trim();
    const answer = lines[index + 1]?.trim().replace(/^=>\s*/, '') ?? '';
    const expected = answer === '(nothing)' ? [] : answer.split(/\s+/);
    for (const item of expected)
      if (!KINDS.has(item.split('.')[1] ?? '')) throw new Error(`Unknown kind in "${item}"`);
    cases.push({ prompt, expected: [...new Set(expected)].sort() });
  }
  return cases;
}

const CORPUS = `
a habit tracker where I check off habits each day and see my streaks
  => Habit.streak Habit.checkOff
habbit app - i want to tick off each habbit evry day and see how many days in a row ive kept it up
  => Habit.streak Habit.checkOff
Chore chart for my children. Each chore is worth some points, when a child finishes a chore they earn the points, and they can spend their points on rewards like extra screen time. Show each child's points balance and don't let them redeem a reward they can't afford.
  => Child.balance Child.redeem
me and my 3 roommates need an app to log shared costs (groceries, internet, cleaning stuff) and see who owes whom
  => Roommate.balance
I lend stuff to friends all the time, books games tools whatever. I want to track what I lent to who and when they should give it back, mark it returned when I get it, and see what is overdue
  => Loan.overdue Loan.markDone
Workout log: a list of exercises, and every session I log sets with weight and reps. For each exercise show my personal best weight.
  => Exercise.max
reading tracker where I add books with their total pages, log how many pages I read each sitting, and see how far through each book I am
  => Book.progress
Savings goals. Each goal has a target amount (new bike, holiday), I add deposits whenever I can and it shows how close I am to the target.
  => Goal.progress
inventory for my small bakery: ingredients with quantity on hand and a reorder level, and warn me when something needs reordering
  => Ingredient.lowStock
plant watering app. every plant has how many days between waterings, I tap a button when I water it, and it shows me which plants are overdue for water
  => Plant.overdue Plant.markDone
Keep track of my subscriptions (Netflix, Spotify, gym) with price and renewal date, grouped into categories; show days until each one renews and the monthly total per category
  => Subscription.daysUntil Category.sum
study app for uni: my subjects, a timer I start and stop when I study a subject, total minutes studied per subject and my study streak for each subject
  => Subject.sum Subject.streak Subject.startStop
bills - each bill has an amount and a due date, I mark it paid, show me the overdue ones in red
  => Bill.overdue Bill.markDone
Medication tracker for my mum. A list of her medications with the dose; every day she taps "taken" on each one and I can see how many days in a row she has taken each medication.
  => Medication.streak Medication.checkOff
duolingo style thing for the languages im learning (spanish, japanese), tick off practice each day and keep a streak going per language
  => Language.streak Language.checkOff
Our PTA runs fundraising campaigns, each campaign has a goal like $5000; we record donations from donors and want to see how much of the goal each campaign has raised
  => Campaign.progress
small community library: members borrow books with a due date, the librarian marks loans returned, list overdue loans and show how many books each member has borrowed
  => Loan.overdue Member.count Loan.markDone
neighbourhood tool share where people list their tools, neighbours borrow them with a return-by date, the owner marks the loan returned and we see which loans are late
  => Loan.overdue Loan.markDone
projects with tasks. check tasks off as done. each project shows done out of total
  => Project.progress Task.markDone
Water intake tracker: each day has a goal in ml, I log drinks with an amount, and it shows the total I drank that day and my progress toward the goal
  => Day.sum Day.progress
freelance time tracking. clients have projects, I start/stop a timer on a project and it records the time entry; show total hours per project
  => Project.sum Project.startStop
a recipe book where I save recipes with ingredients, steps and photos and tag them by cuisine
  => (nothing)
Wedding guest list: names, which table they sit at, meal choice and any allergies.
  => (nothing)
journal app where i write an entry with a mood and maybe a photo
  => (nothing)
contacts for my band's fans with email, city and how they heard about us
  => (nothing)
I log the restaurants I visit; every visit gets a 1-5 rating. Show the average rating for each restaurant and when I last went there.
  => Restaurant.average Restaurant.latest
weight tracker for me and my partner, each person logs weigh-ins and we see each person's latest weight and their lowest ever
  => Person.latest Person.min
Car maintenance log: my cars, services done with date and cost, total spent on each car, and days until each car's next service date
  => Car.sum Car.daysUntil
monthly budget with categories that each have a spending limit, I add expenses with an amount, show total spent per category and how much of the limit is used up
  => Category.sum Category.progress
did anyone feed the dog?? app for our family where you tap a button to log a feeding for a pet and everyone can see when each pet was last fed
  => Pet.latest Pet.checkOff
remember my friends birthdays and show how many days until each friend's birthday
  => Friend.daysUntil
My Etsy shop: products with stock count and a minimum I want to keep, flag low stock, and show how many orders each product has had
  => Product.lowStock Product.count
office supplies cupboard - supplies, how many are left of each, reorder point
  => Supply.lowStock
Going on a trip with friends, everyone pays for different stuff (fuel, airbnb, food) and we split evenly; at the end I want to see who owes who
  => Friend.balance
yoga studio app: members buy class packs that give them credits, each class they attend uses one credit, show each member's remaining credits and they can't book a class with zero credits
  => Member.balance Member.redeem
running log with my runs (distance, time) and which pair of shoes I wore, show total km on each shoe so I know when to replace them
  => Shoe.sum
piano practice: pieces I'm learning, start and stop a practice timer on a piece, total minutes per piece and a daily practice streak for each piece
  => Piece.sum Piece.streak Piece.startStop
Homework planner. Assignments belong to a course and have a due date; I check them off when done, overdue ones are highlighted, and each course shows how many assignments it has.
  => Assignment.overdue Course.count Assignment.markDone
coffee shop loyalty card, customers get a stamp per coffee and can redeem 10 stamps for a free coffee, show how many stamps each customer has
  => Customer.balance Customer.redeem
golf: courses I play, rounds with my score, my best (lowest) score on each course and my average score there
  => Course.min Course.average
`;

/** 40 ideas across habits, chores and rewards, shared costs, lending, workouts, reading, savings, stock, watering, renewals, study and more. */
export const BEHAVIOUR_CORPUS = parseBehaviourCases(CORPUS);
