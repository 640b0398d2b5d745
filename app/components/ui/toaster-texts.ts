/** The toast layer's own words (`toaster`): sonner's English defaults. */
export const toasterTexts = { notifications: 'Notifications', close: 'Close toast' };
