import { phrases, words } from './lists.ts';
import type { AppKind } from './types.ts';

/** Finance and shopping: spending, budgets, bills, savings; lists, wishes, deliveries, deals. */
export const MONEY_KINDS: AppKind[] = [
  // finance
  {
    id: 'expenses',
    category: 'finance',
    appName: 'Expense Tracker',
    entity: 'expense',
    nouns: words('expense, transaction, receipt, purchase'),
    topics: words(
      'spending, expenses, money, money tracking, personal finance, finances, cash flow, expense report',
    ),
    titleField: 'title',
    fields: phrases(
      'title; amount (currency); category (Food, Transport, Housing, Shopping, Entertainment, Health, Other); date (date); payment method (Cash, Card, Bank transfer, Other); receipt (image); notes (long text)',
    ),
    features: ['stats', 'filters', 'sorting'],
  },
  {
    id: 'budgets',
    category: 'finance',
    appName: 'Budget Planner',
    entity: 'budget',
    nouns: words('budget, budget category, envelope, spending limit'),
    topics: words('budgeting, budgets, household budget, envelope budgeting, zero-based budget'),
    titleField: 'name',
    fields: phrases(
      'name; monthly limit (currency); amount spent (currency); period (Weekly, Monthly, Yearly); rollover (yes/no); notes (long text)',
    ),
    features: ['stats', 'sorting'],
    extraEntities: [
      {
        entity: 'transaction',
        titleField: 'payee',
        fields: phrases(
          'payee; budget (relation to budget); amount (currency); date (date); notes (long text)',
        ),
      },
    ],
  },
  {
    id: 'invoices',
    category: 'finance',
    appName: 'Invoices',
    entity: 'invoice',
    nouns: words('invoice, estimate'),
    topics: words(
      'invoicing, invoices, billing, freelance, freelancing, freelancer, freelancers, accounts receivable',
    ),
    titleField: 'client',
    fields: phrases(
      'client; amount (currency); due date (date); status (Draft, Sent, Paid, Overdue); invoice number; issued on (date); client email (email); notes (long text)',
    ),
    features: ['reminders', 'filters', 'stats'],
  },
  {
    id: 'subscriptions',
    category: 'finance',
    appName: 'Subscriptions',
    entity: 'subscription',
    nouns: words('subscription, recurring payment, recurring charge, streaming service'),
    topics: words('subscriptions, recurring payments, streaming services'),
    titleField: 'name',
    fields: phrases(
      'name; price (currency); billing cycle (Weekly, Monthly, Yearly); next payment (date); category (Streaming, Music, Software, News, Fitness, Other); active (yes/no); website (url); notes (long text)',
    ),
    features: ['reminders', 'stats', 'sorting'],
  },
  {
    id: 'savings-goals',
    category: 'finance',
    appName: 'Savings Goals',
    entity: 'savings goal',
    nouns: words('savings goal, savings pot, sinking fund, savings target, piggy bank'),
    topics: words('savings, saving up, emergency fund, rainy day, save money'),
    titleField: 'name',
    fields: phrases(
      'name; target amount (currency); saved amount (currency); target date (date); monthly contribution (currency); priority (Low, Medium, High); photo (image); notes (long text)',
    ),
    features: ['stats', 'reminders'],
  },
  {
    id: 'investments',
    category: 'finance',
    appName: 'Investment Portfolio',
    entity: 'holding',
    nouns: words('investment, holding, stock, share, etf, index fund, mutual fund, bond'),
    topics: words(
      'investing, portfolio, stocks, stock market, shares, crypto, cryptocurrency, dividends, brokerage',
    ),
    titleField: 'name',
    fields: phrases(
      'name; ticker; shares (number); current price (currency); buy price (currency); type (Stock, ETF, Fund, Bond, Crypto, Other); bought on (date); broker; notes (long text)',
    ),
    features: ['stats', 'sorting', 'filters'],
  },
  {
    id: 'debts',
    category: 'finance',
    appName: 'Debt Payoff',
    entity: 'debt',
    nouns: words('debt, loan, iou, credit card, mortgage, student loan'),
    topics: words('debts, debt payoff, debt free, debt-free, debt snowball, loans, ious'),
    titleField: 'name',
    fields: phrases(
      'name; lender; balance (currency); interest rate (%); minimum payment (currency); due date (date); direction (I owe, Owed to me); paid off (yes/no); notes (long text)',
    ),
    features: ['stats', 'reminders', 'sorting'],
  },
  {
    id: 'bills',
    category: 'finance',
    appName: 'Bill Tracker',
    entity: 'bill',
    nouns: words('bill, utility bill, household bill'),
    topics: words('bills, bill pay, bill payments'),
    titleField: 'name',
    fields: phrases(
      'name; amount (currency); due date (date); frequency (Monthly, Quarterly, Yearly, One-off); paid (yes/no); autopay (yes/no); account number; notes (long text)',
    ),
    features: ['reminders', 'stats', 'filters'],
  },
  // shopping
  {
    id: 'shopping-list',
    category: 'shopping',
    appName: 'Shopping List',
    entity: 'shopping item',
    nouns: words('shopping item, grocery, grocery item, household item'),
    topics: words(
      'shopping, groceries, grocery shopping, supermarket, shopping list, grocery list',
    ),
    titleField: 'name',
    fields: phrases(
      'name; quantity (number); aisle (Produce, Dairy, Bakery, Meat, Frozen, Pantry, Household, Other); store; price (currency); bought (yes/no); notes (long text)',
    ),
    features: ['filters', 'sharing'],
  },
  {
    id: 'wishlist',
    category: 'shopping',
    appName: 'Wishlist',
    entity: 'wishlist item',
    nouns: words('wishlist item, wish'),
    topics: words('wishlist, wish list, wishlists, want list'),
    titleField: 'name',
    fields: phrases(
      'name; price (currency); link (url); store; priority (Low, Medium, High); bought (yes/no); photo (image); notes (long text)',
    ),
    features: ['sorting', 'filters', 'sharing'],
  },
  {
    id: 'gifts',
    category: 'shopping',
    appName: 'Gift Ideas',
    entity: 'gift',
    nouns: words('gift, present, gift idea, stocking stuffer'),
    topics: words(
      'gifts, gifting, gift giving, christmas, christmas shopping, secret santa, presents',
    ),
    titleField: 'name',
    fields: phrases(
      'name; recipient; occasion (Birthday, Christmas, Anniversary, Wedding, Other); price (currency); link (url); bought (yes/no); given (yes/no); notes (long text)',
    ),
    features: ['filters', 'sorting', 'search'],
  },
  {
    id: 'price-tracker',
    category: 'shopping',
    appName: 'Price Tracker',
    entity: 'price watch',
    nouns: words('price watch, price drop, price alert'),
    topics: words(
      'prices, price tracking, price comparison, price history, bargains, bargain hunting',
    ),
    titleField: 'product',
    fields: phrases(
      'product; store; current price (currency); target price (currency); lowest price (currency); link (url); checked on (date); bought (yes/no)',
    ),
    features: ['sorting', 'filters', 'stats'],
  },
  {
    id: 'deliveries',
    category: 'shopping',
    appName: 'Deliveries',
    entity: 'delivery',
    nouns: words('delivery, package, parcel, shipment, online order'),
    topics: words('deliveries, package tracking, parcel tracking, shipping, online shopping'),
    titleField: 'item',
    fields: phrases(
      'item; store; status (Ordered, Shipped, Out for delivery, Delivered, Returned); expected on (date); carrier (UPS, FedEx, DHL, USPS, Royal Mail, Amazon, Other); tracking number; ordered on (date); price (currency)',
    ),
    features: ['reminders', 'filters'],
  },
  {
    id: 'coupons',
    category: 'shopping',
    appName: 'Coupons',
    entity: 'coupon',
    nouns: words('coupon, voucher, promo code, discount code, gift card, loyalty card'),
    topics: words('coupons, vouchers, couponing, discounts, promo codes, loyalty cards'),
    titleField: 'store',
    fields: phrases(
      'store; offer; code; expiry date (date); minimum spend (currency); balance (currency); used (yes/no); notes (long text)',
    ),
    features: ['reminders', 'search'],
  },
];
