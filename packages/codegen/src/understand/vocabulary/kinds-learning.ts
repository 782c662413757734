import { phrases, words } from './lists.ts';
import type { AppKind } from './types.ts';

/** Education, books and news: homework, courses, grades, flashcards; reading; articles and sources. */
export const LEARNING_KINDS: AppKind[] = [
  // education
  {
    id: 'assignments',
    category: 'education',
    appName: 'Study Planner',
    entity: 'assignment',
    nouns: words('assignment, homework, essay, exam, coursework, problem set'),
    topics: words('study, school, schoolwork, university, college, student planner, academic'),
    titleField: 'title',
    fields: phrases(
      'title; subject; due date (date); type (Homework, Essay, Project, Exam, Quiz); priority (Low, Medium, High); done (yes/no); grade; notes (long text)',
    ),
    features: ['reminders', 'filters', 'sorting'],
  },
  {
    id: 'courses',
    category: 'education',
    appName: 'Courses',
    entity: 'course',
    nouns: words('course, class, module, lecture, seminar'),
    topics: words(
      'courses, classes, online learning, e-learning, elearning, udemy, coursera, mooc, moocs, semester',
    ),
    titleField: 'name',
    fields: phrases(
      'name; instructor; progress (%); status (Planned, In progress, Completed); provider; start date (date); credits (number); certificate (url); notes (long text)',
    ),
    features: ['stats', 'reminders', 'filters'],
  },
  {
    id: 'grades',
    category: 'education',
    appName: 'Grade Tracker',
    entity: 'grade',
    nouns: words('grade, mark, test score, exam result'),
    topics: words('grades, gpa, marks, exam results, report card, report cards'),
    titleField: 'assessment',
    fields: phrases(
      'assessment; subject; score (%); letter grade (A, B, C, D, F); weight (%); date (date); term (Fall, Spring, Summer); notes (long text)',
    ),
    features: ['stats', 'sorting', 'filters'],
  },
  {
    id: 'flashcards',
    category: 'education',
    appName: 'Flashcards',
    entity: 'flashcard',
    nouns: words('flashcard, flash card, study card, revision card'),
    topics: words('flashcards, memorization, memorisation, spaced repetition, anki'),
    titleField: 'front',
    fields: phrases(
      'front; back (long text); deck; mastery (New, Learning, Known); next review (date); hint',
    ),
    features: ['search', 'tags', 'favorites'],
  },
  {
    id: 'vocabulary',
    category: 'education',
    appName: 'Vocabulary',
    entity: 'word',
    nouns: words('word, vocabulary word, vocab word, phrase, idiom, kanji'),
    topics: words(
      'vocabulary, vocab, language learning, languages, spanish, french, german, italian, japanese, duolingo',
    ),
    titleField: 'word',
    fields: phrases(
      'word; translation; language (Spanish, French, German, Italian, Japanese, Chinese, Other); part of speech (Noun, Verb, Adjective, Adverb, Phrase); example sentence (long text); learned (yes/no); audio (url)',
    ),
    features: ['search', 'favorites', 'tags'],
  },
  {
    id: 'study-sessions',
    category: 'education',
    appName: 'Study Log',
    entity: 'study session',
    nouns: words('study session, revision session, study block'),
    topics: words('studying, revision, exam prep, study hours, study time'),
    titleField: 'subject',
    fields: phrases(
      'subject; date (date); duration (minutes); method (Reading, Practice problems, Flashcards, Video, Group study); focus (rating); topics covered (long text); notes (long text)',
    ),
    features: ['stats', 'reminders'],
  },
  // books
  {
    id: 'reading-list',
    category: 'books',
    appName: 'Reading List',
    entity: 'book',
    nouns: words('book, novel, ebook, e-book, audiobook, paperback, comic, manga, graphic novel'),
    topics: words('reading, bookshelf, books, goodreads, reading challenge, tbr, to-read'),
    titleField: 'title',
    fields: phrases(
      'title; author; status (Want to read, Reading, Finished); rating (rating); pages (pages); genre (Fiction, Non-fiction, Fantasy, Mystery, Sci-fi, Biography, Other); finished on (date); cover (image); notes (long text)',
    ),
    features: ['search', 'filters', 'favorites', 'stats'],
  },
  {
    id: 'book-club',
    category: 'books',
    appName: 'Book Club',
    entity: 'book club meeting',
    nouns: words('club meeting, book discussion'),
    topics: words('book club, book clubs, reading group, reading circle, literary society'),
    titleField: 'book',
    fields: phrases(
      'book; date (datetime); host; venue (location); attendees (number); rating (rating); discussion questions (long text); notes (long text)',
    ),
    features: ['reminders', 'sharing'],
  },
  {
    id: 'quotes',
    category: 'books',
    appName: 'Quote Collection',
    entity: 'quote',
    nouns: words('quote, quotation, book quote, excerpt, passage'),
    topics: words(
      'quotes, quotations, commonplace book, kindle highlights, book highlights, sayings',
    ),
    titleField: 'quote',
    fields: phrases('quote; author; book; chapter; thoughts (long text); saved on (date)'),
    features: ['favorites', 'tags', 'search', 'sharing'],
  },
  {
    id: 'library-loans',
    category: 'books',
    appName: 'Library Loans',
    entity: 'library loan',
    nouns: words('library loan, library book, borrowed book'),
    topics: words('library, libraries, library card, borrowing'),
    titleField: 'title',
    fields: phrases(
      'title; author; due date (date); returned (yes/no); library; borrowed on (date); renewals (number); notes (long text)',
    ),
    features: ['reminders', 'filters'],
  },
  // news
  {
    id: 'articles',
    category: 'news',
    appName: 'Read Later',
    entity: 'article',
    nouns: words('article, news article, news story, story, longread'),
    topics: words('read later, read-later, reading queue, saved stories, pocket, instapaper'),
    titleField: 'title',
    fields: phrases(
      'title; source; topic (World, Politics, Business, Tech, Science, Sports, Culture, Other); link (url); saved on (date); read (yes/no); summary (long text)',
    ),
    features: ['search', 'favorites', 'tags'],
  },
  {
    id: 'news-sources',
    category: 'news',
    appName: 'News Sources',
    entity: 'news source',
    nouns: words(
      'news source, feed, rss feed, publication, newsletter, outlet, news outlet, news site',
    ),
    topics: words('rss, news feeds, media diet, news sources'),
    titleField: 'name',
    fields: phrases(
      'name; type (Newspaper, Magazine, Blog, Newsletter, Podcast, TV, Other); topic (World, Politics, Business, Tech, Science, Sports, Culture, Other); trust (rating); bias (Left, Lean left, Center, Lean right, Right); website (url); paywall (yes/no); notes (long text)',
    ),
    features: ['favorites', 'search', 'sorting'],
  },
  {
    id: 'story-pitches',
    category: 'news',
    appName: 'Story Tracker',
    entity: 'story',
    nouns: words('story idea, story pitch, pitch, scoop'),
    topics: words('journalism, journalist, newsroom, reporting, reporter, editorial calendar'),
    titleField: 'headline',
    fields: phrases(
      'headline; status (Pitched, Reporting, Writing, Editing, Published); deadline (date); beat (Politics, Business, Local, Sports, Culture, Tech, Other); editor; word count (number); sources (long text); link (url)',
    ),
    features: ['reminders', 'filters', 'search'],
  },
];
