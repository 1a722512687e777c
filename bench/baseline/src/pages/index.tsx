import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { sent, type RootState } from '../../store';

const cards = [
  ['Check your eligibility', 'Tell us where you work, how much you need and for how long.'],
  ['Compare real offers', 'See every eligible lender side by side, with the full cost.'],
  ['Accept the one that fits', 'Your details go only to the lender whose offer you accept.'],
  ['Licensed lenders', 'Every lender here is licensed and none pays to rank higher.'],
  ['Scholarships', 'Find awards from partner institutions and add deadlines to your calendar.'],
  ['Refer a friend', 'Invite friends and tell them what an offer really costs.'],
];

const faqs = [
  ['Does checking affect my credit?', 'No. Checking your eligibility is free and leaves no mark.'],
  ['Who are the lenders?', 'Regulated lenders licensed to lend to consumers.'],
  ['How is the order decided?', 'By what the loan costs you in total, cheapest first.'],
  ['What does it cost me?', 'Nothing: lenders pay us the same whatever their position.'],
  ['Who sees my details?', 'Only the lender whose offer you accept.'],
  ['Can I repay early?', 'Yes, each offer states what early repayment costs.'],
];

function FeedbackForm() {
  const dispatch = useDispatch();
  const thanked = useSelector((state: RootState) => state.feedback.sent);
  const [comment, setComment] = React.useState('');
  if (thanked) return <Typography role="status">Thank you for your feedback.</Typography>;
  return (
    <Box
      component="form"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        dispatch(sent(comment));
      }}
    >
      <TextField
        id="feedback"
        label="Your feedback"
        multiline
        minRows={3}
        fullWidth
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        sx={{ mb: 2 }}
      />
      <Button type="submit" variant="contained">
        Send feedback
      </Button>
    </Box>
  );
}

export default function IndexPage() {
  return (
    <>
      <AppBar position="static" color="inherit" elevation={0}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 2 }}>
            <Link href="/" underline="none" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
              Lendbridge
            </Link>
            <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 2 }}>
              {['Eligibility', 'Scholarships', 'FAQ', 'Blog'].map((label) => (
                <Link key={label} href="/" color="text.primary">
                  {label}
                </Link>
              ))}
            </Box>
          </Toolbar>
        </Container>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: 6 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' } }} gutterBottom>
          Fair loans from lenders who compete for you
        </Typography>
        <Typography sx={{ mb: 3 }} color="text.secondary">
          Check your eligibility with regulated lenders at once and compare their offers in plain numbers.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 6 }}>
          <Button variant="contained" size="large" href="/">
            Check my eligibility
          </Button>
          <Button variant="outlined" size="large" href="/">
            Find a scholarship
          </Button>
        </Stack>
        <Box
          component="section"
          aria-label="Why Lendbridge"
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 6 }}
        >
          {cards.map(([title, text]) => (
            <Card key={title} variant="outlined">
              <CardContent>
                <Typography variant="h5" component="h2" gutterBottom>
                  {title}
                </Typography>
                <Typography>{text}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
        <Typography variant="h4" component="h2" gutterBottom>
          Questions and answers
        </Typography>
        {faqs.map(([question, answer]) => (
          <Accordion key={question}>
            <AccordionSummary>
              <Typography component="h3">{question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography>{answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
        <Box component="section" aria-labelledby="feedback-heading" sx={{ mt: 6, maxWidth: 640 }}>
          <Typography id="feedback-heading" variant="h4" component="h2" gutterBottom>
            Tell us what you think
          </Typography>
          <FeedbackForm />
        </Box>
      </Container>
    </>
  );
}

export function Head() {
  return (
    <>
      <title>Lendbridge baseline</title>
      <meta
        name="description"
        content="The baseline page: Gatsby, React, MUI and Redux with nothing clever, for the site's speed bench."
      />
    </>
  );
}
