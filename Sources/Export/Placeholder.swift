import Screens
