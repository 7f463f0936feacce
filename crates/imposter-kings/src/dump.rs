//! The full state as JSON, hidden cards included, for the engine protocol's "state" command.

use interregnum_core::{Game, Observer};
use serde::{Serialize, Serializer, ser::SerializeStruct};

use crate::{Card, IkView, ImposterKings};

impl Serialize for ImposterKings {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let zones: Vec<(String, Vec<Card>)> = self
            .zones()
            .into_iter()
            .filter(|(_, set)| !set.is_empty())
            .map(|(name, set)| (name, set.to_vec()))
            .collect();
        let court: Vec<Card> = self.table.court.cards().to_vec();
        let public: IkView = self.view(Observer::Spectator);
        let mut st = serializer.serialize_struct("ImposterKings", 4)?;
        st.serialize_field("public", &public)?;
        st.serialize_field("court_bottom_to_top", &court)?;
        st.serialize_field("zones", &zones)?;
        st.serialize_field("deciding", &crate::log::describe(&self.table))?;
        st.end()
    }
}
