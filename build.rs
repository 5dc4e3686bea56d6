//! The migrations are compiled into the binary (`sqlx::migrate!`), which Cargo does not know:
//! without this, a migration added or edited leaves a build that runs the old set until some
//! source file changes too.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
