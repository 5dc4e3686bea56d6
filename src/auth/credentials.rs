//! Domain newtypes: a `Username` or `Password` value is valid by construction.

/// 3-32 characters of `[a-z0-9_-]`, case-insensitively unique (stored as given, compared lowered).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Username(String);

impl Username {
    pub fn parse(raw: &str) -> Result<Self, String> {
        let len = raw.chars().count();
        if !(3..=32).contains(&len) {
            return Err("username must be 3 to 32 characters long".into());
        }
        if !raw
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        {
            return Err("username may contain only letters, digits, '_' and '-'".into());
        }
        Ok(Username(raw.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// 8-128 characters. Debug output never shows it.
#[derive(Clone)]
pub struct Password(String);

impl Password {
    pub fn parse(raw: &str) -> Result<Self, String> {
        let len = raw.chars().count();
        if !(8..=128).contains(&len) {
            return Err("password must be 8 to 128 characters long".into());
        }
        Ok(Password(raw.to_owned()))
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Password(<redacted>)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames() {
        for ok in ["abc", "a_b-c", "ABC", "x".repeat(32).as_str(), "user123"] {
            assert!(Username::parse(ok).is_ok(), "{ok}");
        }
        for bad in [
            "ab",
            "",
            "a b c",
            "émile",
            "x".repeat(33).as_str(),
            "a.b",
            "a/b",
        ] {
            assert!(Username::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn passwords() {
        assert!(Password::parse("12345678").is_ok());
        assert!(Password::parse(&"p".repeat(128)).is_ok());
        assert!(Password::parse("1234567").is_err());
        assert!(Password::parse(&"p".repeat(129)).is_err());
        assert_eq!(
            format!("{:?}", Password::parse("secret-pass").unwrap()),
            "Password(<redacted>)"
        );
    }
}
