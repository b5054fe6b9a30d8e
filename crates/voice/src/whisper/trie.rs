//! The phrases listened for as a tree of Whisper tokens: phrases that begin alike ("Springer
//! Felix drei", "Springer Felix vier") share their first tokens, so the decoder computes what
//! follows a shared beginning once, and a beginning the audio does not support is not followed
//! further (a beam search). Pure: tokens in, the decoder calls and the phrases' scores out.

/// A node: the token that leads to it, its children, and the phrases that end here.
#[derive(Clone, Debug, Default)]
struct Node {
    token: i32,
    children: Vec<usize>,
    ends: Vec<usize>,
}

/// The phrases' token sequences as a tree (node 0 is the root, before any token).
#[derive(Clone, Debug)]
pub struct Trie {
    nodes: Vec<Node>,
    lengths: Vec<usize>,
}

impl Trie {
    /// The tree of these token sequences (phrase i is `phrases[i]`; an empty one is skipped).
    pub fn new(phrases: &[Vec<i32>]) -> Trie {
        let mut nodes = vec![Node::default()];
        for (i, tokens) in phrases.iter().enumerate() {
            if tokens.is_empty() {
                continue;
            }
            let mut at = 0;
            for t in tokens {
                at = match nodes[at].children.iter().find(|c| nodes[**c].token == *t) {
                    Some(c) => *c,
                    None => {
                        nodes.push(Node {
                            token: *t,
                            ..Node::default()
                        });
                        let new = nodes.len() - 1;
                        nodes[at].children.push(new);
                        new
                    }
                };
            }
            nodes[at].ends.push(i);
        }
        Trie {
            nodes,
            lengths: phrases.iter().map(Vec::len).collect(),
        }
    }

    /// How many decoder calls scoring every phrase would take: one per node with children.
    pub fn nodes_with_children(&self) -> usize {
        self.nodes.iter().filter(|n| !n.children.is_empty()).count()
    }

    /// The phrases' mean log-probability per token, by a beam search through the tree: at
    /// each depth only the `width` likeliest beginnings go on (at equal depth the likeliest
    /// sum is the likeliest mean); a phrase whose beginning fell out scores minus infinity.
    /// `next` is the decoder: given a beginning's tokens (after the prompt) it returns the
    /// log-probability of every token to follow; it is called once per beginning kept, and
    /// the count of calls is returned with the scores. A failing call fails the scoring.
    pub fn score<E>(
        &self,
        width: usize,
        mut next: impl FnMut(&[i32]) -> Result<Vec<f32>, E>,
    ) -> Result<(Vec<f32>, usize), E> {
        let mut sums = vec![f32::NEG_INFINITY; self.lengths.len()];
        // The beginnings kept at this depth: (node, its tokens, their log-probability).
        let mut frontier: Vec<(usize, Vec<i32>, f32)> = vec![(0, Vec::new(), 0.0)];
        let mut calls = 0;
        while !frontier.is_empty() {
            let mut children = Vec::new();
            for (at, path, logp) in &frontier {
                let logprobs = next(path)?;
                calls += 1;
                for &c in &self.nodes[*at].children {
                    let t = self.nodes[c].token;
                    let lp = logp
                        + logprobs
                            .get(t as usize)
                            .copied()
                            .unwrap_or(f32::NEG_INFINITY);
                    for &p in &self.nodes[c].ends {
                        sums[p] = lp;
                    }
                    if !self.nodes[c].children.is_empty() {
                        let mut longer = path.clone();
                        longer.push(t);
                        children.push((c, longer, lp));
                    }
                }
            }
            children.sort_by(|a, b| b.2.total_cmp(&a.2));
            children.truncate(width);
            // In the order of their tokens: beginnings that share more follow each other.
            children.sort_by(|a, b| a.1.cmp(&b.1));
            frontier = children;
        }
        let means = sums
            .iter()
            .zip(&self.lengths)
            .map(|(s, n)| {
                if *n == 0 {
                    f32::NEG_INFINITY
                } else {
                    s / *n as f32
                }
            })
            .collect();
        Ok((means, calls))
    }
}

/// Log-probabilities from a decoder's logits (log-softmax).
pub fn log_softmax(logits: &[f32]) -> Vec<f32> {
    let max = logits.iter().fold(f32::NEG_INFINITY, |m, x| m.max(*x));
    let sum: f32 = logits.iter().map(|x| (x - max).exp()).sum();
    let log_sum = max + sum.ln();
    logits.iter().map(|x| x - log_sum).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A decoder that likes token t with log-probability -t (unnormalised is fine here).
    fn likes_small_tokens(paths: &mut Vec<Vec<i32>>) -> impl FnMut(&[i32]) -> Result<Vec<f32>, ()> {
        move |path| {
            paths.push(path.to_vec());
            Ok((0..8).map(|t| -(t as f32)).collect())
        }
    }

    #[test]
    fn shared_beginnings_are_computed_once() {
        let phrases = vec![vec![1, 2, 3], vec![1, 2, 4], vec![1, 5], vec![6]];
        let trie = Trie::new(&phrases);
        // Root, [1], [1 2]: three calls for four phrases of nine tokens.
        assert_eq!(trie.nodes_with_children(), 3);
        let mut paths = Vec::new();
        let (scores, calls) = trie.score(8, likes_small_tokens(&mut paths)).unwrap();
        assert_eq!(paths, vec![vec![], vec![1], vec![1, 2]]);
        assert_eq!(calls, 3);
        assert_eq!(scores, vec![-2.0, -7.0 / 3.0, -3.0, -6.0]);
    }

    #[test]
    fn the_beam_drops_unlikely_beginnings() {
        // [1 ...] is likelier than [3 ...] at the first token: with a beam of one, the phrases
        // beginning with 3 are not scored.
        let phrases = vec![vec![1, 2], vec![3, 1], vec![1, 4]];
        let trie = Trie::new(&phrases);
        let mut paths = Vec::new();
        let (scores, calls) = trie.score(1, likes_small_tokens(&mut paths)).unwrap();
        assert_eq!(paths, vec![vec![], vec![1]]);
        assert_eq!(calls, 2);
        assert_eq!(scores[0], -1.5);
        assert_eq!(scores[1], f32::NEG_INFINITY);
    }

    #[test]
    fn a_failing_decoder_fails_the_scoring() {
        let trie = Trie::new(&[vec![1, 2]]);
        assert_eq!(trie.score(4, |_| Err("no")), Err("no"));
    }

    #[test]
    fn log_softmax_sums_to_one() {
        let lp = log_softmax(&[1.0, 2.0, 3.0, 1000.0]);
        let total: f32 = lp.iter().map(|x| x.exp()).sum();
        assert!((total - 1.0).abs() < 1e-5);
        assert!(lp[3] > -1e-3);
    }
}
