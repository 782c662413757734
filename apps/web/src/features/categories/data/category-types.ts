import type { LucideIcon } from 'lucide-react';

export type Platform = 'ios' | 'android';
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';

/** spec 02 §3 "AppCategory", plus what Start Building needs. */
export interface AppCategory {
  id: string;
  name: string;
  description: string;
  icon: LucideIcon;
  platforms: Platform[];
  subcategories: string[];
  examples: string[];
  /** 8 to 35 (spec 02 §3). */
  templateCount: number;
  difficulty: Difficulty;
  /** The prompt Start Building puts in the builder's chat: the generator's vocabulary knows it. */
  starterPrompt: string;
  /** Template ideas, each a prompt to start from. */
  templates: string[];
}

export type PopularGroup = 'Money Making' | 'AI Apps' | 'Most Popular' | 'Gaming' | 'E-commerce' | 'Business' | 'Health & Fitness';

/** spec 02 §3 "PopularApp". Downloads are Google Play install bands; revenue is as publicly reported or estimated. */
export interface PopularApp {
  id: string;
  name: string;
  description: string;
  category: PopularGroup;
  subcategory: string;
  /** The category of the browser whose templates fit it. */
  categoryId: string;
  developer: string;
  platforms: Platform[];
  icon: LucideIcon;
  downloads: string;
  revenue: string;
  rating: number;
  features: string[];
  monetization: 'free' | 'freemium' | 'subscription' | 'paid';
  yearLaunched: number;
  /** What Build Similar App asks the generator for. */
  similarPrompt: string;
}
